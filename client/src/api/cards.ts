// Typed calls of /api/cards (docs/api/cards.md). Writes take RequestOptions, so a store action can tag them
// with its mutation id and recognise the echo of its own change on the socket.
import type { z } from 'zod';
import type {
  BulkCreateCardsRequest,
  BulkCreateCardsResponse,
  Card,
  CreateCardRequest,
  GroupBy,
  OrderChange,
  repositionRequest,
  UpdateCardRequest,
} from '../../../common/schemas/cards';
import { del, get, patch, pathId, post, type RequestOptions } from './http';

type RepositionBody = z.input<typeof repositionRequest>;

/** The card's group in a grouped backlog: the groupBy and the group's value (id, status, impact or null). */
interface GroupRef {
  groupBy: GroupBy;
  groupValue?: string | number | null;
}

export const cardsApi = {
  get: (cardId: number) => get<Card>(`/api/cards/${pathId(cardId)}`),
  create: (body: CreateCardRequest, o?: RequestOptions) => post<Card>('/api/cards', body, o),
  bulkCreate: (body: BulkCreateCardsRequest, o?: RequestOptions) =>
    post<BulkCreateCardsResponse>('/api/cards/bulk', body, o),
  update: (cardId: number, body: UpdateCardRequest, o?: RequestOptions) =>
    patch<Card>(`/api/cards/${pathId(cardId)}`, body, o),
  remove: (cardId: number, o?: RequestOptions) => del<{ id: number }>(`/api/cards/${pathId(cardId)}`, o),
  reposition: (cardId: number, body: RepositionBody, o?: RequestOptions) =>
    post<OrderChange[]>(`/api/cards/${pathId(cardId)}/reposition`, body, o),
  moveToGroup: (cardId: number, body: GroupRef & UpdateCardRequest, o?: RequestOptions) =>
    post<Card>(`/api/cards/${pathId(cardId)}/move-to-group`, body, o),
  rankComplexity: (projectId: number) =>
    get<{ needsCleanup: boolean }>(`/api/projects/${pathId(projectId)}/cards/rank-complexity`),
  recalculateRanks: (projectId: number, o?: RequestOptions) =>
    post<OrderChange[]>(`/api/projects/${pathId(projectId)}/cards/recalculate-ranks`, undefined, o),
};
