// A native <select> styled like the other controls, with a chevron that follows the theme.
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';
import { useFieldControl } from './Field';
import { ChevronDownIcon } from './icons';

const heights = { sm: 28, md: 34, lg: 42 };

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  color: ${({ theme }) => theme.color.textMuted};
  & > svg {
    position: absolute;
    right: 10px;
    pointer-events: none;
  }
`;

const StyledSelect = styled.select<{ $size: keyof typeof heights }>`
  ${controlStyles}
  appearance: none;
  height: ${({ $size }) => heights[$size]}px;
  padding: 0 32px 0 ${({ $size }) => ($size === 'sm' ? 8 : 12)}px;
  cursor: pointer;
  text-overflow: ellipsis;
`;

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  size?: keyof typeof heights;
}

export function Select({ size = 'md', className, children, ...props }: SelectProps) {
  return (
    <Wrapper className={className}>
      <StyledSelect $size={size} {...useFieldControl(props)}>
        {children}
      </StyledSelect>
      <ChevronDownIcon size={16} />
    </Wrapper>
  );
}
