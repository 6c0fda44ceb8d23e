/**
 * The readable text of a raw RFC 5322 message: every MIME part's body decoded from its transfer
 * encoding (quoted-printable, base64 or none). Enough to find the links of Folio's own e-mails
 * in tests and tools; not a general mail parser.
 */
export function readMailText(raw: string): string {
  const lines = raw.replace(/\r\n/g, '\n').split('\n');
  const texts: string[] = [];
  let headers: string[] = [];
  let body: string[] = [];
  let inHeaders = true;
  const flush = () => {
    if (body.length > 0) {
      texts.push(decodeBody(body.join('\n'), encodingOf(headers)));
    }
    headers = [];
    body = [];
    inHeaders = true;
  };
  for (const line of lines) {
    if (line.startsWith('--') && line.length > 2 && !line.includes(' ')) {
      flush();
    } else if (inHeaders) {
      if (line === '') {
        inHeaders = false;
      } else {
        headers.push(line);
      }
    } else {
      body.push(line);
    }
  }
  flush();
  return texts.join('\n');
}

/** The first link of a message's text whose path is `/<page>`, with its query. */
export function findMailLink(raw: string, page: string): string | undefined {
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}\\?[^\\s"<>]+`);
  return pattern.exec(readMailText(raw))?.[0].replace(/&amp;/g, '&');
}

function encodingOf(headers: string[]): string {
  const header = headers.find((line) => /^content-transfer-encoding:/i.test(line));
  return header?.split(':')[1]?.trim().toLowerCase() ?? '7bit';
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\n/g, '');
    return Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
      'latin1',
    ).toString('utf8');
  }
  return body;
}
