import type { Conversation } from '@folio/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';

/** Renames a conversation (SPEC §7 update conversation name); the name is required. */
export function RenameConversationDialog({
  conversation,
  onRename,
  onClose,
}: {
  conversation: Conversation;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(conversation.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') {
      onRename(name.trim());
      onClose();
    }
  };
  return (
    <Dialog visible modal header={t('chatbot.conversations.renameTitle')} onHide={onClose}>
      <form className="chatbot-form" onSubmit={submit}>
        <TextField
          id="conversation-name"
          label={t('chatbot.conversations.name')}
          value={name}
          maxLength={200}
          autoFocus
          onChange={setName}
        />
        <div className="chatbot-actions">
          <Button type="button" label={t('common.cancel')} outlined onClick={onClose} />
          <Button type="submit" label={t('common.save')} disabled={name.trim() === ''} />
        </div>
      </form>
    </Dialog>
  );
}
