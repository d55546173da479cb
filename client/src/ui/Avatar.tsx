// A person's initials on a colour derived from their name or e-mail (presence, user menu, shares).
import styled from 'styled-components';
import { AVATAR_COLORS, underWhiteText } from './palette';

function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : base.slice(0, 2);
  return letters.toUpperCase() || '?';
}

function avatarColor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length] ?? '#6B7280';
}

const Circle = styled.span<{ $size: number; $color: string }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.02em;
  line-height: 1;
  user-select: none;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.color.surface};
`;

export interface AvatarProps {
  /** Full name or e-mail; drives both initials and colour. */
  name: string;
  size?: number;
  /** Overrides the derived colour. */
  color?: string;
  className?: string;
}

export function Avatar({ name, size = 28, color, className }: AvatarProps) {
  return (
    <Circle
      role="img"
      aria-label={name}
      title={name}
      $size={size}
      $color={underWhiteText(color ?? avatarColor(name))}
      className={className}
    >
      {initialsOf(name)}
    </Circle>
  );
}
