// Button that switches between light and dark mode (the first choice overrides the system preference).
// Its tooltip is a LazyTooltip: the button sits on the landing and sign-in screens, which load no floating-ui.
import { IconButton } from './IconButton';
import { MoonIcon, SunIcon } from './icons';
import { LazyTooltip } from './LazyTooltip';
import { useColorScheme } from './ThemeProvider';

export function ThemeToggle({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { mode, toggle } = useColorScheme();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <LazyTooltip content={label}>
      <IconButton
        aria-label={label}
        size={size}
        icon={mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        onClick={toggle}
      />
    </LazyTooltip>
  );
}
