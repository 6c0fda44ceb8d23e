import type { PlainMessageKey } from '../../../lib/i18n';
import type { LayoutChoice, LayoutSettings } from '../layout-rules';

type ChoiceLabels = {
  [K in LayoutChoice]: {
    legend: PlainMessageKey;
    options: Record<LayoutSettings[K], PlainMessageKey>;
  };
};

/** The message keys of the settings panel's groups and options. */
export const LAYOUT_CHOICE_LABELS: ChoiceLabels = {
  layoutType: {
    legend: 'layout.layoutType.label',
    options: { vertical: 'layout.layoutType.vertical', horizontal: 'layout.layoutType.horizontal' },
  },
  layoutModeType: {
    legend: 'layout.layoutMode.label',
    options: { light: 'layout.layoutMode.light', dark: 'layout.layoutMode.dark' },
  },
  layoutWidth: {
    legend: 'layout.layoutWidth.label',
    options: {
      fluid: 'layout.layoutWidth.fluid',
      boxed: 'layout.layoutWidth.boxed',
      scrollable: 'layout.layoutWidth.scrollable',
    },
  },
  topbarTheme: {
    legend: 'layout.topbarTheme.label',
    options: {
      light: 'layout.topbarTheme.light',
      dark: 'layout.topbarTheme.dark',
      colored: 'layout.topbarTheme.colored',
    },
  },
  leftSideBarType: {
    legend: 'layout.sidebarType.label',
    options: {
      default: 'layout.sidebarType.default',
      compact: 'layout.sidebarType.compact',
      icon: 'layout.sidebarType.icon',
      condensed: 'layout.sidebarType.condensed',
    },
  },
  leftSideBarTheme: {
    legend: 'layout.sidebarTheme.label',
    options: {
      light: 'layout.sidebarTheme.light',
      dark: 'layout.sidebarTheme.dark',
      colored: 'layout.sidebarTheme.colored',
      winter: 'layout.sidebarTheme.winter',
      ladylip: 'layout.sidebarTheme.ladylip',
      plumplate: 'layout.sidebarTheme.plumplate',
      strongbliss: 'layout.sidebarTheme.strongbliss',
      greatwhale: 'layout.sidebarTheme.greatwhale',
    },
  },
  leftSideBarThemeImage: {
    legend: 'layout.sidebarImage.label',
    options: {
      none: 'layout.sidebarImage.none',
      img1: 'layout.sidebarImage.img1',
      img2: 'layout.sidebarImage.img2',
      img3: 'layout.sidebarImage.img3',
      img4: 'layout.sidebarImage.img4',
    },
  },
};
