// Create or rename a client: one field 'Client Name *', checked with the API's own schema; a failed check
// shows the 'Validation error' toast with the first message (spec 5).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type Client, createClientRequest } from '../../../../../common/schemas/clients';
import { createClient, updateClient } from '../../../store/actions/clientsProjects';
import { Button, Field, Input, toast } from '../../../ui';
import { FormFooter } from '../shared/ListParts';

const Form = styled.form`
  padding-top: 4px;
`;

const FORM_ID = 'client-form';

export interface ClientFormProps {
  client: Client | null;
  onCancel: () => void;
  onSaved: () => void;
}

export function ClientForm({ client, onCancel, onSaved }: ClientFormProps) {
  const [name, setName] = useState(client?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const unchanged = client !== null && name.trim() === client.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || unchanged) return;
    const checked = createClientRequest.safeParse({ name });
    if (!checked.success) {
      const message = checked.error.issues[0]?.message;
      setError(message ?? 'Please check your input');
      toast({
        variant: 'destructive',
        title: 'Validation error',
        description: message || 'Please check your input',
      });
      return;
    }
    setPending(true);
    let ok: boolean;
    if (client) ok = await updateClient(client.id, checked.data.name);
    else {
      const created = await createClient(checked.data.name);
      // A first client becomes the selected one, so the sidebar and Manage Projects show it at once.
      ok = created !== null;
    }
    setPending(false);
    if (ok) onSaved();
  }

  return (
    <>
      <Form id={FORM_ID} onSubmit={submit} noValidate>
        <Field label="Client Name" required error={error}>
          <Input
            autoFocus
            value={name}
            maxLength={200}
            placeholder="e.g. Acme Inc."
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
        </Field>
      </Form>
      <FormFooter>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" form={FORM_ID} variant="primary" loading={pending} disabled={unchanged}>
          {client ? 'Update Client' : 'Create Client'}
        </Button>
      </FormFooter>
    </>
  );
}
