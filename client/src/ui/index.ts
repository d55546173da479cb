// The design system in one import: theme, primitives, floating-ui wrappers, icons and toasts.
export * from './theme';
export * from './palette';
export { ImpactIcon, type ImpactIconProps } from './ImpactIcon';
export { ThemeProvider, useColorScheme, type ColorSchemePreference } from './ThemeProvider';
export { GlobalStyle, visuallyHidden } from './GlobalStyle';
export {
  Button,
  buttonStyles,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { IconButton, type IconButtonProps } from './IconButton';
export { Input, type InputProps } from './Input';
export { Textarea, type TextareaProps } from './Textarea';
export { Select, type SelectProps } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Field, FieldRow, useFieldControl, type FieldProps } from './Field';
export { Dialog, type DialogProps } from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Popover, floatingSurface, type PopoverProps } from './Popover';
export { Tooltip, TooltipGroup, type TooltipProps } from './Tooltip';
export { LazyTooltip } from './LazyTooltip';
export { TOOLTIP_DELAY } from './tooltipDelay';
export { Menu, type MenuItem, type MenuProps } from './Menu';
export { Badge, StatusBadge, type BadgeProps, type BadgeTone } from './Badge';
export { Spinner, type SpinnerProps } from './Spinner';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Avatar, avatarColor, initialsOf, type AvatarProps } from './Avatar';
export { Brand } from './Brand';
export { ThemeToggle } from './ThemeToggle';
export * from './icons';
export { useMediaQuery } from './useMediaQuery';
export * from './toast';
