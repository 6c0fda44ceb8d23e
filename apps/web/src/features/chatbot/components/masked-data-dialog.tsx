import type { MaskedItem } from '@folio/core';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

/**
 * What anonymisation replaced in a conversation before its text left for a model (issue 11 "The
 * user can see what was masked"): each placeholder the model saw, the kind of data, and the
 * original. A modal dialog: focus moves into it and Escape closes it.
 */
export function MaskedDataDialog({
  masked,
  onClose,
}: {
  masked: readonly MaskedItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible
      modal
      header={t('chatbot.masked.title')}
      className="chatbot-masked-dialog"
      onHide={onClose}
    >
      {masked.length === 0 ? (
        <p>{t('chatbot.masked.empty')}</p>
      ) : (
        <table className="chatbot-masked-table">
          <thead>
            <tr>
              <th scope="col">{t('chatbot.masked.placeholder')}</th>
              <th scope="col">{t('chatbot.masked.kind')}</th>
              <th scope="col">{t('chatbot.masked.original')}</th>
            </tr>
          </thead>
          <tbody>
            {masked.map((item) => (
              <tr key={item.placeholder}>
                <td>
                  <code>{item.placeholder}</code>
                </td>
                <td>{t(`chatbot.masked.kinds.${item.kind}`)}</td>
                <td>{item.original}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
