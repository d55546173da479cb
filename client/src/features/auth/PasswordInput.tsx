// A password input with a show/hide toggle inside its right edge (labelled 'Show password' / 'Hide password').
import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon, IconButton, Input, type InputProps } from '../../ui';

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  & > input {
    padding-right: 40px;
  }
`;

const Toggle = styled.div`
  position: absolute;
  right: 4px;
`;

export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrapper>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <Toggle>
        <IconButton
          aria-label={visible ? 'Hide password' : 'Show password'}
          size="sm"
          icon={visible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
          onClick={() => setVisible((v) => !v)}
        />
      </Toggle>
    </Wrapper>
  );
}
