// A person's initials on their colour (common/avatarColor.ts: from their id, as presence has it).
import styled from 'styled-components';
import { avatarColor } from '../../../common/avatarColor';
import { underWhiteText } from './palette';

function initialsOf(name: string): string {
  const base = name.includes('@') ? (name.split('@')[0] ?? '') : name;
  const words = base.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : base.slice(0, 2);
  return letters.toUpperCase() || '?';
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
  /** Full name or e-mail: the initials, and the colour when there is no `id`. */
  name: string;
  /** The person's id: their colour, the same on every screen (presence sends it as `color`). */
  id?: string;
  size?: number;
  /** Overrides the derived colour. */
  color?: string;
  className?: string;
}

export function Avatar({ name, id, size = 28, color, className }: AvatarProps) {
  return (
    <Circle
      role="img"
      aria-label={name}
      title={name}
      $size={size}
      $color={underWhiteText(color ?? avatarColor(id ?? name))}
      className={className}
    >
      {initialsOf(name)}
    </Circle>
  );
}
