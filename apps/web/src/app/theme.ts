import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'bilan',
  primaryShade: { light: 8, dark: 6 },
  colors: { bilan },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--bilan-shell-background': '#f6f8f7' },
  light: {},
  dark: {},
});
