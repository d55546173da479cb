// A wouter link that looks like a <Button>, for navigation such as 'Sign Up' or 'Sign In Now'.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button';

const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  trailingIcon?: ReactNode;
}

export function ButtonLink({
  href,
  variant = 'secondary',
  size = 'md',
  fullWidth,
  icon,
  trailingIcon,
  children,
  onClick,
  ...rest
}: ButtonLinkProps) {
  // With asChild, wouter replaces the child's onClick by its own; given to the Link, it runs before navigating.
  return (
    <Link href={href} asChild onClick={onClick}>
      <Anchor $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
        {icon}
        {children}
        {trailingIcon}
      </Anchor>
    </Link>
  );
}
