import { describe, expect, it } from 'vitest';

import {
  applyLayoutChange,
  DEFAULT_LAYOUT,
  isMobileUserAgent,
  isTopBarHidden,
  layoutAttributes,
  parseLayoutSettings,
  persistedLayout,
  toggleSidebar,
  type LayoutSettings,
} from './layout-rules';

const layout = (overrides: Partial<LayoutSettings> = {}): LayoutSettings => ({
  ...DEFAULT_LAYOUT,
  ...overrides,
});

describe('layout rules', () => {
  it('defaults to vertical, light, fluid, dark sidebar, no image, default type, light topbar, no preloader (SPEC §3)', () => {
    expect(DEFAULT_LAYOUT).toMatchObject({
      layoutType: 'vertical',
      layoutModeType: 'light',
      layoutWidth: 'fluid',
      leftSideBarTheme: 'dark',
      leftSideBarThemeImage: 'none',
      leftSideBarType: 'default',
      topbarTheme: 'light',
      isPreloader: false,
    });
  });

  it('forces a dark topbar for the horizontal layout (SPEC §4)', () => {
    const next = applyLayoutChange(layout({ topbarTheme: 'colored' }), {
      key: 'layoutType',
      value: 'horizontal',
    });

    expect(next).toMatchObject({ layoutType: 'horizontal', topbarTheme: 'dark' });
  });

  it('forces a light topbar for the vertical layout (SPEC §4)', () => {
    const next = applyLayoutChange(layout({ layoutType: 'horizontal', topbarTheme: 'dark' }), {
      key: 'layoutType',
      value: 'vertical',
    });

    expect(next).toMatchObject({ layoutType: 'vertical', topbarTheme: 'light' });
  });

  it('clears the sidebar attributes for the horizontal layout (SPEC §4)', () => {
    const attributes = layoutAttributes(
      layout({
        layoutType: 'horizontal',
        leftSideBarThemeImage: 'img2',
        leftSideBarType: 'compact',
      }),
    );

    expect(attributes['data-sidebar']).toBeUndefined();
    expect(attributes['data-sidebar-size']).toBeUndefined();
    expect(attributes['data-sidebar-image']).toBeUndefined();
    expect(attributes['data-layout']).toBe('horizontal');
  });

  it('keeps the sidebar attributes for the vertical layout', () => {
    const attributes = layoutAttributes(layout({ leftSideBarThemeImage: 'img3' }));

    expect(attributes).toMatchObject({
      'data-sidebar': 'dark',
      'data-sidebar-size': 'default',
      'data-sidebar-image': 'img3',
      'data-topbar': 'light',
      'data-layout-mode': 'light',
    });
  });

  it('forces the icon sidebar for the boxed width (SPEC §4)', () => {
    const next = applyLayoutChange(layout(), { key: 'layoutWidth', value: 'boxed' });

    expect(next).toMatchObject({ layoutWidth: 'boxed', leftSideBarType: 'icon' });
    expect(layoutAttributes(next)['data-layout-size']).toBe('boxed');
  });

  it.each(['fluid', 'scrollable'] as const)(
    'forces the default sidebar for the %s width (SPEC §4)',
    (width) => {
      const next = applyLayoutChange(layout({ layoutWidth: 'boxed', leftSideBarType: 'icon' }), {
        key: 'layoutWidth',
        value: width,
      });

      expect(next).toMatchObject({ layoutWidth: width, leftSideBarType: 'default' });
    },
  );

  it('marks the scrollable width so the top bar and sidebar scroll with the page', () => {
    expect(layoutAttributes(layout({ layoutWidth: 'scrollable' }))['data-layout-scrollable']).toBe(
      'true',
    );
    expect(layoutAttributes(layout())['data-layout-scrollable']).toBeUndefined();
  });

  it('leaves other settings as the user chose them', () => {
    const next = applyLayoutChange(layout({ layoutType: 'horizontal', topbarTheme: 'dark' }), {
      key: 'topbarTheme',
      value: 'colored',
    });

    expect(next).toEqual(layout({ layoutType: 'horizontal', topbarTheme: 'colored' }));
  });
});

describe('sidebar toggle', () => {
  const closed = { isCollapsed: false, isMenuOpen: false };

  it('collapses the sidebar on screens wider than 998 px (SPEC §9)', () => {
    expect(toggleSidebar(closed, { width: 999, isMobile: false })).toEqual({
      isCollapsed: true,
      isMenuOpen: false,
    });
    expect(
      toggleSidebar({ isCollapsed: true, isMenuOpen: false }, { width: 1400, isMobile: false }),
    ).toEqual(closed);
  });

  it('opens the sidebar as a menu on screens of 998 px or less (SPEC §9)', () => {
    expect(toggleSidebar(closed, { width: 998, isMobile: false })).toEqual({
      isCollapsed: false,
      isMenuOpen: true,
    });
  });

  it('opens the sidebar as a menu on a mobile device, however wide (SPEC §9)', () => {
    expect(toggleSidebar(closed, { width: 1366, isMobile: true })).toEqual({
      isCollapsed: false,
      isMenuOpen: true,
    });
  });

  it('detects mobile devices by user agent: iPhone, iPad, iPod, Android (SPEC §9)', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe(false);
  });
});

describe('stored layout settings', () => {
  it('reads back valid choices and uses the defaults for the rest', () => {
    const settings = parseLayoutSettings({
      layoutType: 'horizontal',
      topbarTheme: 'purple',
      leftSideBarTheme: 'winter',
      isPreloader: true,
    });

    expect(settings).toEqual(
      layout({ layoutType: 'horizontal', leftSideBarTheme: 'winter', isPreloader: true }),
    );
  });

  it('reads anything that is not stored settings as the defaults', () => {
    expect(parseLayoutSettings(undefined)).toEqual(DEFAULT_LAYOUT);
    expect(parseLayoutSettings('dark')).toEqual(DEFAULT_LAYOUT);
  });

  it('keeps the choices and the preloader, not the open panels', () => {
    const kept = persistedLayout(layout({ showRightSidebar: true, leftMenu: true }));

    expect(kept).not.toHaveProperty('showRightSidebar');
    expect(kept).not.toHaveProperty('leftMenu');
    expect(parseLayoutSettings(kept)).toEqual(DEFAULT_LAYOUT);
  });
});

describe('top bar', () => {
  it('hides when scrolling down past 50 px (SPEC §9)', () => {
    expect(isTopBarHidden(40, 50, false)).toBe(false);
    expect(isTopBarHidden(50, 51, false)).toBe(true);
    expect(isTopBarHidden(300, 600, false)).toBe(true);
  });

  it('shows again as soon as the page scrolls up (SPEC §2)', () => {
    expect(isTopBarHidden(600, 590, true)).toBe(false);
  });

  it('stays as it was when the page did not move', () => {
    expect(isTopBarHidden(600, 600, true)).toBe(true);
    expect(isTopBarHidden(600, 600, false)).toBe(false);
  });
});
