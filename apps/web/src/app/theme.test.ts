import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lightVariantLook, theme } from './theme.ts';

const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;

function shadesOf(name: string): MantineColorsTuple {
  const shades = colors[name];
  if (!shades) throw new Error(`no colour ${name}`);
  return shades;
}

/** The hex a `var(--mantine-color-x-n)` or a half-way `color-mix` of two of them stands for. */
function resolve(css: string): string {
  const hexes = [...css.matchAll(/--mantine-color-(\w+)-(\d)/g)].map(
    ([, name, shade]) => shadesOf(`${name}`)[Number(shade)],
  );
  const [first, second] = hexes as [string, string | undefined];
  if (!second) return first;
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round((channel(first, at) + channel(second, at)) / 2));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('light variant', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
  });

  it.each(Object.keys(colors))('writes %s badges at 4.5:1 or more, at rest and hovered', (name) => {
    const look = lightVariantLook(name, shadesOf(name));
    expect(contrastRatio(resolve(look.color), shadesOf(name)[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolve(look.color), resolve(look.hover))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the colour itself where its darkest shade reads on the tint', () => {
    expect(lightVariantLook('blue', shadesOf('blue')).color).toBe('var(--mantine-color-blue-9)');
    expect(lightVariantLook('teal', shadesOf('teal')).color).toBe('var(--mantine-color-dark-7)');
  });
});
