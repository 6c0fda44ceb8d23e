import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Sidebar as Drawer } from 'primereact/sidebar';
import { useTranslation } from 'react-i18next';

import { useLayoutSettings } from '../layout-settings';

import { LayoutChoiceGroup } from './layout-choice-group';

/**
 * The layout settings panel (SPEC §3 "Layout settings"): every option, applied at once with the
 * rules of SPEC §4 and kept in local storage. The sidebar groups do not apply to the horizontal
 * layout, which has no sidebar.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { settings, change, reset } = useLayoutSettings();
  const hasSidebar = settings.layoutType === 'vertical';
  return (
    <Drawer
      visible={settings.showRightSidebar}
      position="right"
      onHide={() => change({ key: 'showRightSidebar', value: false })}
      header={<h2 className="folio-settings__title">{t('layout.title')}</h2>}
      closeIcon="pi pi-times"
      ariaCloseLabel={t('layout.close')}
      className="folio-settings"
    >
      <LayoutChoiceGroup choice="layoutType" value={settings.layoutType} onChange={change} />
      <LayoutChoiceGroup
        choice="layoutModeType"
        value={settings.layoutModeType}
        onChange={change}
      />
      <LayoutChoiceGroup choice="layoutWidth" value={settings.layoutWidth} onChange={change} />
      <LayoutChoiceGroup choice="topbarTheme" value={settings.topbarTheme} onChange={change} />
      {(['leftSideBarType', 'leftSideBarTheme', 'leftSideBarThemeImage'] as const).map((choice) => (
        <LayoutChoiceGroup
          key={choice}
          choice={choice}
          value={settings[choice]}
          disabled={!hasSidebar}
          onChange={change}
        />
      ))}
      <div className="folio-settings__option">
        <InputSwitch
          inputId="folio-preloader"
          checked={settings.isPreloader}
          onChange={(event) => change({ key: 'isPreloader', value: event.value })}
        />
        <label htmlFor="folio-preloader">{t('layout.preloader')}</label>
      </div>
      <Button
        type="button"
        outlined
        icon="pi pi-refresh"
        label={t('layout.reset')}
        onClick={reset}
      />
    </Drawer>
  );
}
