// @vitest-environment happy-dom
// The card dialog's estimate and score: the Estimate lists the project's deck, the scoring inputs are its
// model's (none for None), the score and its formula follow the form, values outside the deck or model are
// kept and marked, and saving sends only what changed, as the API takes it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { view } from '../../../store/view';
import { hearCard } from '../../../test/remoteChange';
import { field, jsonResponse, queryField, renderPage } from '../../../test/renderPage';
import { CardDialog } from './CardDialog';
import { card, loadBoard, open, withCardDialogSetup } from './cardDialogKit';

withCardDialogSetup();

/** A fetch stub answering the card update with the card as sent. */
function stubSave() {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    jsonResponse(200, { ...card, ...JSON.parse(String(init?.body)), version: 1 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const optionTexts = (label: string) =>
  [...(field(label) as unknown as HTMLSelectElement).options].map((option) => option.textContent);

const score = () => screen.getByRole('status', { name: 'Score' });

async function saveAndClose() {
  await userEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
}

describe('the card dialog’s estimate and score', () => {
  it('offers the deck’s values and no scoring inputs under the model None, and saves the estimate', async () => {
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    await open();
    expect(optionTexts('Estimate')).toEqual(['No estimate', '0', '1', '2', '3', '5', '8', '13', '21']);
    expect(field('Estimate').value).toBe('');
    for (const input of ['Value', 'Reach', 'Lift', 'Confidence', 'Ease'])
      expect(queryField(input)).toBeNull();
    expect(screen.queryByRole('status', { name: 'Score' })).toBeNull();

    await user.selectOptions(field('Estimate'), '5');
    await saveAndClose();
    await waitFor(() => expect(view.openCardId).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ estimate: '5' });
  });

  it('takes RICE’s inputs, counts the score with its formula on hover, and sends numbers', async () => {
    loadBoard({ deck: 'tshirt', scoringModel: 'rice' });
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    await open();
    expect(optionTexts('Estimate')).toEqual(['No estimate', 'XS', 'S', 'M', 'L', 'XL']);
    expect(queryField('Value')).toBeNull();
    expect(queryField('Ease')).toBeNull();
    const reach = field('Reach');
    expect([reach.type, reach.min, reach.max]).toEqual(['number', '0', '1000000000']);
    expect(optionTexts('Lift')).toEqual([
      'Not set',
      '0.25 minimal',
      '0.5 low',
      '1 medium',
      '2 high',
      '3 massive',
    ]);
    expect(optionTexts('Confidence')).toEqual(['Not set', '50 %', '80 %', '100 %']);
    expect(score().textContent).toBe('—');
    expect(screen.getByText('Needs Reach, Lift, Confidence and Estimate')).toBeTruthy();

    await user.type(reach, '1000');
    await user.selectOptions(field('Lift'), '2 high');
    await user.selectOptions(field('Confidence'), '80 %');
    expect(screen.getByText('Needs Estimate')).toBeTruthy();
    await user.selectOptions(field('Estimate'), 'M');
    expect(score().textContent).toBe('533');
    expect(screen.queryByText(/^Needs/)).toBeNull();
    await user.hover(score());
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Reach × Lift × Confidence ÷ Effort = 1000 × 2 × 80 % ÷ 3 = 533',
    );

    await saveAndClose();
    await waitFor(() => expect(view.openCardId).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      estimate: 'M',
      reach: 1000,
      lift: 2,
      confidence: 80,
    });
  });

  it('keeps and marks an estimate and a RICE input outside the deck and model, and does not send them', async () => {
    loadBoard({ scoringModel: 'rice' }, { estimate: '5.5', lift: 7, reach: 10, confidence: 50 });
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    await open();
    expect(field('Estimate').value).toBe('5.5');
    expect(optionTexts('Estimate').at(-1)).toBe('5.5 (not in deck)');
    expect(field('Lift').value).toBe('7');
    expect(optionTexts('Lift').at(-1)).toBe('7 (not a value RICE takes)');
    expect(screen.getByText('Needs Lift')).toBeTruthy();

    // Another choice and back: the stored values stay on offer.
    await user.selectOptions(field('Estimate'), '3');
    expect(optionTexts('Estimate').at(-1)).toBe('5.5 (not in deck)');
    await user.selectOptions(field('Estimate'), '5.5 (not in deck)');
    await user.type(field('Notes'), 'Checked');
    await saveAndClose();
    await waitFor(() => expect(view.openCardId).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ notes: 'Checked' });
  });

  it('marks a stored ICE input outside the model and refuses to save one typed outside it', async () => {
    loadBoard({ scoringModel: 'ice' }, { lift: 4, confidence: 80, ease: 5 });
    const fetchMock = stubSave();
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    expect(field('Confidence').value).toBe('80');
    expect(within(dialog).getByText('Not a value ICE takes')).toBeTruthy();
    expect(score().textContent).toBe('—');
    expect(screen.getByText('Needs Confidence')).toBeTruthy();

    await user.clear(field('Confidence'));
    await user.type(field('Confidence'), '6');
    expect(score().textContent).toBe('120');
    await user.clear(field('Ease'));
    await user.type(field('Ease'), '11');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Ease must be a whole number from 1 to 10 in ICE',
    );
    await saveAndClose();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.openCardId).toBe(5);

    await user.clear(field('Ease'));
    await user.type(field('Ease'), '2');
    await saveAndClose();
    await waitFor(() => expect(view.openCardId).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ confidence: 6, ease: 2 });
  });

  it('takes a teammate’s estimate and score inputs into the form and names them', async () => {
    loadBoard({ scoringModel: 'valueEffort' });
    renderPage(<CardDialog />);
    const dialog = await open();
    act(() => {
      hearCard({ ...card, estimate: '8', value: 6 }, 'u2');
    });
    const notice = await within(dialog).findByTestId('card-notice');
    expect(notice.textContent).toContain('Estimate and Value updated.');
    expect(field('Estimate').value).toBe('8');
    expect(field('Value').value).toBe('6');
    expect(score().textContent).toBe('0.8');
  });
});
