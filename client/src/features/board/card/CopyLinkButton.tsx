// Copy Link (spec 2): the page address with '#card/{id}' goes to the clipboard, a toast says so and the
// icon turns into a tick for 2 s (spec 9 "copy-confirmation icon 2 s").
import { useEffect, useState } from 'react';
import { Button, CheckIcon, LinkIcon, toast } from '../../../ui';
import { cardLink } from './cardHash';

const COPIED_ICON_MS = 2000;

export function CopyLinkButton({ cardId }: { cardId: number }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(cardLink(cardId));
      setCopied(true);
      toast({ title: 'Link copied', description: 'Card link has been copied to clipboard' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Failed to copy the card link' });
    }
  }

  return (
    <Button variant="ghost" icon={copied ? <CheckIcon /> : <LinkIcon />} onClick={copy}>
      Copy Link
    </Button>
  );
}
