/**
 * The eight icons every screen uses (SPEC §2: add, delete, upload, download, edit, save, check,
 * error-outline), as PrimeIcons classes. The app loading screen waits until their glyphs can be
 * drawn, so no screen flashes empty squares.
 */
export const COMMON_ICONS = [
  'pi-plus',
  'pi-trash',
  'pi-upload',
  'pi-download',
  'pi-pencil',
  'pi-save',
  'pi-check',
  'pi-exclamation-circle',
] as const;

/** The icon font's family, as `primeicons.css` declares it. */
const ICON_FONT = 'primeicons';

/** Resolves when a stylesheet `<link>` has loaded or failed (a failure must not block the app). */
function whenLinkSettled(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) {
    return Promise.resolve();
  }
  return new Promise((settle) => {
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
  });
}

/** The glyph characters of the common icons, read from the loaded icon stylesheet. */
function commonIconGlyphs(doc: Document): string {
  const probe = doc.createElement('i');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.position = 'absolute';
  probe.style.visibility = 'hidden';
  doc.body.append(probe);
  const glyphs = COMMON_ICONS.map((icon) => {
    probe.className = `pi ${icon}`;
    return getComputedStyle(probe, '::before').content.replace(/^["']|["']$/g, '');
  }).join('');
  probe.remove();
  return glyphs;
}

/**
 * Resolves once the page's stylesheets, the icon font and the common icons' glyphs are loaded
 * (SPEC §2 "An app loading screen is shown until styles, an icon library and eight common icons
 * are preloaded"). Where the browser has no font loading API (tests), only stylesheets are awaited.
 */
export async function preloadAssets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  await Promise.all(links.map(whenLinkSettled));
  if (!('fonts' in doc)) {
    return;
  }
  try {
    await doc.fonts.load(`1em ${ICON_FONT}`, commonIconGlyphs(doc) || undefined);
    await doc.fonts.ready;
  } catch {
    // A font that cannot load shows squares; the app is still usable, so it goes on.
  }
}
