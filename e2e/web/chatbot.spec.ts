import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { expect, LOCALES, messagesOf, signUpAndIn, test, toast } from './web-test';

const sp = messagesOf('sp');

test.use({ locale: LOCALES.sp });

// A contract whose delivery term sits on page 2, in one sentence the built-in engine can quote.
const TERM = 'El plazo de entrega es de 30 días naturales desde la firma.';

/** A two-page contract in Helvetica, which pdf.js reads back as text. */
async function contractPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const pages = [
    ['Contrato de suministro entre Aceites del Sur y Folio.', 'Las partes acuerdan lo siguiente.'],
    ['Cláusula segunda.', TERM, 'El precio se paga en dos plazos.'],
  ];
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 12, font }),
    );
  }
  return Buffer.from(await pdf.save());
}

/** An annex as a DOCX, one paragraph per line. */
async function annexDocx(): Promise<Buffer> {
  const paragraphs = [
    'Anexo de garantías.',
    'La garantía del aceite cubre doce meses desde la entrega.',
  ].map((text) => new Paragraph({ children: [new TextRun(text)] }));
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
}

test.describe('chatbot', () => {
  test('creates a topic from a PDF and a DOCX, answers in Spanish with a citation, and manages conversations', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signUpAndIn(page, 'sp', 'chatbot');

    // New topic from the PDF (SPEC §2 /chatbot/new-topic), its training watched to the end.
    await page.goto('/chatbot/new-topic');
    await page.getByLabel(sp.chatbot.newTopic.name, { exact: true }).fill('Contratos');
    await page.getByLabel(sp.chatbot.newTopic.description, { exact: true }).fill('Suministro');
    await page.getByLabel(sp.chatbot.newTopic.referenceFile, { exact: true }).setInputFiles({
      name: 'contrato.pdf',
      mimeType: 'application/pdf',
      buffer: await contractPdf(),
    });
    await page.getByRole('button', { name: sp.chatbot.newTopic.create }).click();
    await expect(page.getByRole('region', { name: sp.chatbot.training.title })).toBeVisible();
    await expect(toast(page, sp.notices.topicCreated)).toBeVisible({ timeout: 90_000 });
    await expect(page).toHaveURL(/\/chatbot\/run-topic\/contratos$/);

    // Add the DOCX to the topic and watch its batch end with 'Procesados' (SPEC §4).
    await page.getByLabel(sp.chatbot.training.addFiles, { exact: true }).setInputFiles({
      name: 'anexo.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await annexDocx(),
    });
    await page.getByRole('button', { name: sp.chatbot.training.start }).click();
    const training = page.getByRole('region', { name: sp.chatbot.training.title });
    await expect(training.getByText(sp.chatbot.training.succeeded)).toBeVisible({
      timeout: 90_000,
    });
    await expect(training.getByText(/^Procesados: anexo\.docx/)).toBeVisible();

    // Ask in Spanish; the streamed answer comes from the built-in engine, with a citation.
    const question = page.getByLabel(sp.chatbot.conversation.question, { exact: true });
    await question.fill('¿Cuál es el plazo de entrega?');
    await question.press('Enter');
    const answer = page.locator('.chatbot-answer').last();
    await expect(answer).toContainText('30 días', { timeout: 60_000 });
    await expect(answer.getByText(sp.chatbot.conversation.builtinEngine)).toBeVisible();
    const citation = answer.getByRole('button', { name: /^\[1\] contrato\.pdf p\. 2$/ });
    await expect(citation).toBeVisible();

    // The citation opens the PDF at page 2 with the quote highlighted.
    await citation.click();
    const preview = page.getByRole('dialog', { name: /contrato\.pdf/ });
    await expect(preview.getByRole('img', { name: /2/ })).toBeVisible();
    await expect(preview.getByTestId('pdf-quote-highlight').first()).toBeVisible();
    await expect(preview.locator('.files-preview-quote')).toContainText('30 días');
    await preview.press('Escape');
    await expect(preview).toBeHidden();

    // No sideways scrolling on a phone (390 px), with the answer and its citation on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Rename the conversation, then delete it after the confirmation.
    const conversations = page.getByRole('navigation', { name: sp.chatbot.conversations.title });
    const first = conversations.getByRole('listitem').first();
    await first.getByRole('button', { name: /^Renombrar / }).click();
    const rename = page.getByRole('dialog', { name: sp.chatbot.conversations.renameTitle });
    await rename.getByLabel(sp.chatbot.conversations.name, { exact: true }).fill('Plazos');
    await rename.getByRole('button', { name: sp.common.save }).click();
    await expect(toast(page, sp.notices.conversationRenamed)).toBeVisible();
    await expect(conversations.getByRole('button', { name: 'Plazos', exact: true })).toBeVisible();

    await conversations.getByRole('button', { name: 'Eliminar Plazos' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar Plazos' });
    await confirm.getByRole('button', { name: sp.common.delete, exact: true }).click();
    await expect(toast(page, sp.notices.conversationDeleted)).toBeVisible();
    await expect(conversations.getByRole('button', { name: 'Plazos', exact: true })).toBeHidden();
  });
});
