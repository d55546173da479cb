// Password input for the admin dialogs: 'Generate' fills 12 random characters, the copy button confirms for 2 s.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, CheckIcon, CopyIcon, IconButton, Input, SparklesIcon, Tooltip, toast } from '../../ui';
import { generatePassword } from './password';

const COPY_CONFIRM_MS = 2000;

const Row = styled.div`
  display: flex;
  gap: 8px;
  & > input {
    flex: 1;
    font-family: ${({ theme }) => theme.font.mono};
    letter-spacing: 0.02em;
  }
`;

const CopyButton = styled(IconButton)`
  width: 34px;
  height: 34px;
`;

const Copied = styled.span`
  color: ${({ theme }) => theme.color.success};
  display: inline-flex;
`;

export interface PasswordGeneratorProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  autoFocus?: boolean;
}

export function PasswordGenerator({ value, onChange, placeholder, autoFocus }: PasswordGeneratorProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: 'Password copied to clipboard' });
    } catch {
      toast({ title: 'Failed to copy password', variant: 'destructive' });
    }
  }

  return (
    <Row>
      {/* Shown in clear text: the admin has to read it out or paste it to the new user. */}
      <Input
        type="text"
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      <Tooltip content={copied ? 'Copied' : 'Copy to clipboard'}>
        <CopyButton
          aria-label="Copy to clipboard"
          variant="secondary"
          disabled={!value}
          icon={
            copied ? (
              <Copied>
                <CheckIcon size={16} />
              </Copied>
            ) : (
              <CopyIcon size={16} />
            )
          }
          onClick={copy}
        />
      </Tooltip>
      <Button size="md" icon={<SparklesIcon size={14} />} onClick={() => onChange(generatePassword())}>
        Generate
      </Button>
    </Row>
  );
}
