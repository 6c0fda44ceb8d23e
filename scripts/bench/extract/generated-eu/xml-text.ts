// A small XML writer for the generated e-invoices: elements as nested calls, text escaped.

type Child = string | undefined | false;

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** An element with attributes and children (absent children are left out). */
export function element(
  name: string,
  attributes: Record<string, string>,
  ...children: Child[]
): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  return `<${name}${attributeText}>${children.filter((child) => typeof child === 'string').join('')}</${name}>`;
}

/** An element holding only text. */
export function leaf(
  name: string,
  text: string | number,
  attributes: Record<string, string> = {},
): string {
  return element(name, attributes, escape(String(text)));
}

/** An amount as the syntaxes write it: a dot and two decimals. */
export function decimal(value: number): string {
  return value.toFixed(2);
}

/** The XML declaration and the root. */
export function document(root: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
