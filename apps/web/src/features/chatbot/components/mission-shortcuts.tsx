import {
  MISSIONS,
  QUICK_PROMPTS,
  missionLabelKey,
  missionNeedsModel,
  type MissionId,
} from '@folio/core';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The quick prompts and the "Missions" menu of SPEC §3: each runs its mission over the topic's
 * documents. When no model with a key is chosen, the missions that need one say so (they still
 * run: the server answers that a model is needed).
 */
export function MissionShortcuts({
  isModelReady,
  isDisabled,
  onRun,
}: {
  isModelReady: boolean;
  isDisabled: boolean;
  onRun: (mission: MissionId) => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const marked = (mission: MissionId, label: string) =>
    !isModelReady && missionNeedsModel(mission)
      ? t('chatbot.missions.needsModel', { mission: label })
      : label;
  const items: MenuItem[] = MISSIONS.map(({ id }) => ({
    label: marked(id, t(missionLabelKey(id))),
    command: () => onRun(id),
  }));
  return (
    <div className="chatbot-missions" role="group" aria-label={t('chatbot.quickPrompts.title')}>
      {QUICK_PROMPTS.map((prompt) => (
        <Button
          key={prompt.id}
          type="button"
          size="small"
          outlined
          label={marked(prompt.mission, t(`chatbot.quickPrompts.names.${prompt.id}`))}
          disabled={isDisabled}
          onClick={() => onRun(prompt.mission)}
        />
      ))}
      <Menu model={items} popup ref={menu} />
      <Button
        type="button"
        size="small"
        icon="pi pi-list"
        label={t('chatbot.missions.menu')}
        aria-haspopup="menu"
        disabled={isDisabled}
        onClick={(event) => menu.current?.toggle(event)}
      />
    </div>
  );
}
