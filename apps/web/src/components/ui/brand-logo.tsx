import { Box, Group, Text } from '@mantine/core';
import { useCommonWords } from '../../lib/common-words.ts';

/** Bilan's mark and name; `inverted` is for dark, brand-coloured backgrounds. */
export function BrandLogo({ size = 'md', inverted = false }: { size?: 'sm' | 'md' | 'lg'; inverted?: boolean }) {
  const { brand } = useCommonWords();
  const mark = { sm: 26, md: 32, lg: 40 }[size];
  return (
    <Group gap={10} wrap="nowrap" aria-label={brand.name}>
      <Box
        aria-hidden
        w={mark}
        h={mark}
        bg={inverted ? 'white' : 'bilan.8'}
        c={inverted ? 'bilan.8' : 'white'}
        fw={800}
        fz={mark * 0.55}
        style={{ borderRadius: mark * 0.28, display: 'grid', placeItems: 'center', lineHeight: 1 }}
      >
        B
      </Box>
      <Text
        component="span"
        fw={800}
        fz={{ sm: 18, md: 22, lg: 28 }[size]}
        c={inverted ? 'white' : 'dark.8'}
        style={{ letterSpacing: '-0.02em' }}
      >
        {brand.name}
      </Text>
    </Group>
  );
}
