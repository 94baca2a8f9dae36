import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/** What Mantine's AppShell header, footer and aside read of react-remove-scroll: its class names. */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
