import {
  MOBILE_USER_AGENT,
  SIDEBAR_COLLAPSE_MIN_WIDTH_PX,
  TOPBAR_HIDE_SCROLL_PX,
} from '@folio/core';

/** Every choice of the layout settings panel (SPEC §3 "Layout settings"), in display order. */
export const LAYOUT_CHOICES = {
  layoutType: ['vertical', 'horizontal'],
  layoutModeType: ['light', 'dark'],
  layoutWidth: ['fluid', 'boxed', 'scrollable'],
  topbarTheme: ['light', 'dark', 'colored'],
  leftSideBarType: ['default', 'compact', 'icon', 'condensed'],
  leftSideBarTheme: [
    'light',
    'dark',
    'colored',
    'winter',
    'ladylip',
    'plumplate',
    'strongbliss',
    'greatwhale',
  ],
  leftSideBarThemeImage: ['none', 'img1', 'img2', 'img3', 'img4'],
} as const;

/** A setting with a fixed list of choices. */
export type LayoutChoice = keyof typeof LAYOUT_CHOICES;

/** The layout settings (SPEC §3), with the spec's field names. */
export type LayoutSettings = { [K in LayoutChoice]: (typeof LAYOUT_CHOICES)[K][number] } & {
  isPreloader: boolean;
  /** The settings panel is open. */
  showRightSidebar: boolean;
  showSidebar: boolean;
  /** The sidebar is open as a menu over the page (small screens). */
  leftMenu: boolean;
};

/**
 * SPEC §3 defaults: vertical, light, fluid, dark sidebar, no image, default type, light topbar,
 * preloader off; the panel closed and the sidebar shown.
 */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layoutType: 'vertical',
  layoutModeType: 'light',
  layoutWidth: 'fluid',
  topbarTheme: 'light',
  leftSideBarType: 'default',
  leftSideBarTheme: 'dark',
  leftSideBarThemeImage: 'none',
  isPreloader: false,
  showRightSidebar: false,
  showSidebar: true,
  leftMenu: false,
};

/** One change the user makes in the panel. */
export type LayoutChange = {
  [K in keyof LayoutSettings]: { key: K; value: LayoutSettings[K] };
}[keyof LayoutSettings];

/**
 * The settings after `change`, with the rules of SPEC §4 "Layout rules": horizontal forces a
 * dark topbar, vertical a light one; boxed forces the icon sidebar, scrollable and fluid the
 * default one. A later choice of topbar or sidebar type is the user's and stands.
 */
export function applyLayoutChange(settings: LayoutSettings, change: LayoutChange): LayoutSettings {
  const next = { ...settings, [change.key]: change.value };
  if (change.key === 'layoutType') {
    return { ...next, topbarTheme: change.value === 'horizontal' ? 'dark' : 'light' };
  }
  if (change.key === 'layoutWidth') {
    return { ...next, leftSideBarType: change.value === 'boxed' ? 'icon' : 'default' };
  }
  return next;
}

/**
 * The attributes the page's `<body>` carries for the settings, which the stylesheet reads. A
 * horizontal layout has no sidebar, so its sidebar attributes are cleared (SPEC §4).
 */
export function layoutAttributes(settings: LayoutSettings): Record<string, string | undefined> {
  const isVertical = settings.layoutType === 'vertical';
  return {
    'data-layout': settings.layoutType,
    'data-layout-mode': settings.layoutModeType,
    'data-layout-size': settings.layoutWidth === 'boxed' ? 'boxed' : 'fluid',
    'data-layout-scrollable': settings.layoutWidth === 'scrollable' ? 'true' : undefined,
    'data-topbar': settings.topbarTheme,
    'data-sidebar': isVertical ? settings.leftSideBarTheme : undefined,
    'data-sidebar-size': isVertical ? settings.leftSideBarType : undefined,
    'data-sidebar-image':
      isVertical && settings.leftSideBarThemeImage !== 'none'
        ? settings.leftSideBarThemeImage
        : undefined,
  };
}

/** The sidebar's two ways to get out of the way: collapsed to icons, or open as a menu. */
export type SidebarState = { isCollapsed: boolean; isMenuOpen: boolean };

/**
 * What the sidebar toggle does (SPEC §9): on screens wider than 998 px it collapses or expands
 * the sidebar; on narrower screens and on mobile devices it opens or closes it as a menu over the
 * page.
 */
export function toggleSidebar(
  state: SidebarState,
  screen: { width: number; isMobile: boolean },
): SidebarState {
  if (!screen.isMobile && screen.width > SIDEBAR_COLLAPSE_MIN_WIDTH_PX) {
    return { ...state, isCollapsed: !state.isCollapsed };
  }
  return { ...state, isMenuOpen: !state.isMenuOpen };
}

/**
 * Whether the top bar hides after the page scrolled from `previousY` to `y` (SPEC §2, §9): it
 * hides when scrolling down past 50 px and shows again when scrolling up; no movement changes
 * nothing.
 */
export function isTopBarHidden(previousY: number, y: number, wasHidden: boolean): boolean {
  if (y > previousY) {
    return y > TOPBAR_HIDE_SCROLL_PX;
  }
  return y < previousY ? false : wasHidden;
}

/** True for a phone or tablet by its user agent (SPEC §9: iPhone, iPad, iPod, Android). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** True when `value` is one of `choice`'s values: stored settings are checked before use. */
export function isLayoutValue<K extends LayoutChoice>(
  choice: K,
  value: unknown,
): value is LayoutSettings[K] {
  return (LAYOUT_CHOICES[choice] as readonly unknown[]).includes(value);
}

/**
 * The settings kept in storage, read back: each known choice that is still valid, the defaults
 * for the rest, and the panel and menus closed (they are not part of what is kept).
 */
export function parseLayoutSettings(value: unknown): LayoutSettings {
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...DEFAULT_LAYOUT };
  for (const choice of Object.keys(LAYOUT_CHOICES) as LayoutChoice[]) {
    if (isLayoutValue(choice, stored[choice])) {
      settings[choice] = stored[choice];
    }
  }
  if (typeof stored['isPreloader'] === 'boolean') {
    settings['isPreloader'] = stored['isPreloader'];
  }
  return settings as LayoutSettings;
}

/** What is kept in storage: the choices and the preloader, not the open panels. */
export function persistedLayout(settings: LayoutSettings): Record<string, unknown> {
  const { showRightSidebar: _panel, showSidebar: _sidebar, leftMenu: _menu, ...kept } = settings;
  return kept;
}
