// Button that switches between light and dark mode (the first choice overrides the system preference).
import { IconButton } from './IconButton';
import { MoonIcon, SunIcon } from './icons';
import { useColorScheme } from './ThemeProvider';
import { Tooltip } from './Tooltip';

export function ThemeToggle({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { mode, toggle } = useColorScheme();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip content={label}>
      <IconButton
        aria-label={label}
        size={size}
        icon={mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
