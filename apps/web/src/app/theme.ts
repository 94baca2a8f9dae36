import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  mergeThemeOverrides,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Bilan's brand colour: a deep ledger green, from the lightest tint to the darkest shade. */
const bilan: MantineColorsTuple = [
  '#e5f8f4',
  '#d3eee8',
  '#a9dccf',
  '#7bc9b5',
  '#55b9a0',
  '#3caf92',
  '#2daa8b',
  '#1d9478',
  '#0b7a6d',
  '#00695c',
];

/** WCAG 2's contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const linear = (hex: string, at: number) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (hex: string) => 0.2126 * linear(hex, 1) + 0.7152 * linear(hex, 3) + 0.0722 * linear(hex, 5);
  const [one, other] = [luminance(first), luminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/**
 * Light badges and buttons write in their colour's darkest shade on its tint 1 (Mantine 9's light
 * background): Mantine's default (shade 6) reads below WCAG AA's 4.5:1 for small text ("Paid"). Where
 * even shade 9 stays under 4.5:1 on tint 1 (green "open", teal "sent": 4.33:1), the text is dark grey.
 * Hovered, the background goes half-way to tint 0, lighter: a darker tint would drop shade 9 under 4.5:1
 * (the active menu entry under the pointer).
 */
export function lightVariantLook(color: string, shades: MantineColorsTuple) {
  const readable = contrastRatio(shades[9], shades[1]) >= 4.5;
  return {
    color: readable ? `var(--mantine-color-${color}-9)` : 'var(--mantine-color-dark-7)',
    hover: `color-mix(in srgb, var(--mantine-color-${color}-0), var(--mantine-color-${color}-1))`,
  };
}

const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = input.theme.colors[parsed.color];
  if (!parsed.isThemeColor || !shades) return colors;
  return { ...colors, ...lightVariantLook(parsed.color, shades) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'bilan',
  primaryShade: { light: 8, dark: 6 },
  colors: { bilan },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A menu holds its items only: Mantine's focus placeholder (a presentational div with a tabindex) is
    // a child a menu may not have (axe aria-required-children); focus goes to the first item instead.
    // Plain objects, not `Menu.extend(…)`: importing a component here would put it (and floating-ui) in
    // the entry chunk that the login page loads (docs/decisions/0007-slow-networks.md).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A badge (a status, a matching's "partial") is never cut by its table column: its label would read
    // "PARTI…" (e2e/layout-lists.e2e.ts and layout-reports.e2e.ts check labels at 1280 px).
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    // A dialog's title bar is Mantine's `<header>`, which the `<section role="dialog">` around it does not
    // scope: each open dialog added a second banner landmark (axe landmark-no-duplicate-banner). A div
    // leaves the dialog no landmark inside it.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--bilan-shell-background': '#f6f8f7' },
  // Mantine's dimmed grey (gray.6) reads at about 3.3:1 on white, its placeholder grey (gray.5) at 2.1:1
  // (a file input shows its placeholder as text); gray.7 keeps them above WCAG AA's 4.5:1 (axe, e2e).
  // Its error red (red.6) reads at 3.3:1 under a field; red.9 at 5.5:1.
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});

/**
 * The theme in the reader's language: the close button of every dialog and toast, an icon alone, is
 * named ("Close", "Fermer") so a screen reader can say what it does (WCAG 4.1.2, axe button-name).
 */
export function localizedTheme(closeLabel: string) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        // A toast's text under its title is Mantine's gray.6 (3.3:1 on white): gray.7, as --mantine-color-dimmed.
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          styles: { description: { color: 'var(--mantine-color-dimmed)' } },
        },
      },
    }),
  );
}
