// A Malaysian page that writes no currency (the `RM` lost by OCR, amounts printed bare, as
// receipts do) is in ringgit: its company forms, its states and its sales tax name the country.

// Folded text. `Sdn Bhd` and `Bhd` are Malaysian company forms only; GST alone is not enough
// (Singapore, Australia, India, New Zealand have one too), SST is Malaysia's sales tax.
const MALAYSIA =
  /\b(sdn\.? ?bhd|berhad|malaysia|sst (id|reg|no)|selangor|kuala lumpur|wilayah persekutuan|johor|pulau pinang|perak|pahang|negeri sembilan|melaka|kedah|kelantan|terengganu|sabah|sarawak|putrajaya)\b/u;

/** `MYR` when the page names Malaysia by a company form, a state or its sales tax. */
export function ringgitOfPage(foldedText: string): string | undefined {
  return MALAYSIA.test(foldedText) ? 'MYR' : undefined;
}
