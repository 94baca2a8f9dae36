import {
  cloneElement,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  startTransition,
  useCallback,
  useRef,
  useState,
} from 'react';
import { useOnceTrue } from '../../lib/use-once-true.ts';

/** What LazyMenu hands to the menu it loads: Mantine's Menu goes around `target`, opened as told. */
export interface LoadedMenuProps {
  target: ReactElement;
  opened: boolean;
  onChange: (opened: boolean) => void;
}

type TargetProps = Pick<HTMLAttributes<HTMLElement>, 'onClick' | 'onKeyDown' | 'aria-haspopup' | 'aria-expanded'> & {
  ref?: Ref<HTMLElement>;
};

function isLost(element: Element | null): boolean {
  return element === null || element === document.body;
}

/**
 * A top-bar menu whose code (Mantine's Menu, Popover and floating-ui) loads with its first opening: until
 * then `target` is drawn alone, as a menu button that is closed. A click, Enter, Space or ArrowDown on it
 * loads the menu (`children`, a lazy component) and opens it in the same place; the menu then stays
 * mounted. ArrowDown opens the loaded menu too, so the button answers the same keys before and after.
 */
export function LazyMenu({
  target,
  children,
}: {
  target: ReactElement<TargetProps>;
  children: (menu: LoadedMenuProps) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const loaded = useOnceTrue(opened);
  const [targetMounted, setTargetMounted] = useState(false);
  const focusedWhenAsked = useRef(false);

  const ask = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => {
    focusedWhenAsked.current = document.activeElement === event.currentTarget;
    // A transition keeps this button, and its focus, on screen while the menu's module loads: a click
    // meanwhile asks again, and the menu opens once loaded.
    startTransition(() => setOpened(true));
  };
  const openOnArrowDown =
    (open: (event: KeyboardEvent<HTMLElement>) => void) => (event: KeyboardEvent<HTMLElement>) => {
      target.props.onKeyDown?.(event);
      if (event.key !== 'ArrowDown' || event.defaultPrevented || opened) return;
      event.preventDefault();
      open(event);
    };

  // The loaded menu's own button replaces the first one. It takes the focus the first one had, and only
  // then does the menu open, so that Mantine's Menu gives the focus back there when it closes. Should the
  // user have gone on to another element meanwhile, the menu stays closed, as a click outside closes it.
  const mountedTarget = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    if (focusedWhenAsked.current) {
      if (isLost(document.activeElement)) node.focus({ preventScroll: true });
      else setOpened(false);
      focusedWhenAsked.current = false;
    }
    setTargetMounted(true);
  }, []);

  const firstTarget = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      target.props.onClick?.(event);
      ask(event);
    },
    onKeyDown: openOnArrowDown(ask),
  });
  return (
    <Suspense fallback={firstTarget}>
      {loaded
        ? children({
            target: cloneElement(target, {
              ref: mountedTarget,
              onKeyDown: openOnArrowDown(() => setOpened(true)),
            }),
            opened: opened && targetMounted,
            onChange: setOpened,
          })
        : firstTarget}
    </Suspense>
  );
}
