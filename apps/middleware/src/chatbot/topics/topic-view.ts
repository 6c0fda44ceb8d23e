import type { MiddlewareComponents } from '@folio/sdk';

import type { TrainingView } from '../training/training-view';
import type { TopicListRow } from './topics.queries';

export type TopicView = MiddlewareComponents['schemas']['Topic'];
export type TopicFileView = MiddlewareComponents['schemas']['TopicFile'];

/**
 * SPEC §4 folder status labels, as a topic shows them: `processing` while a training batch is
 * queued or running, `active` once a file is trained, `error` when the last batch processed
 * nothing, `pending` before any training. The global topic is always `active`.
 */
function statusOf(row: TopicListRow, training: TrainingView | null): TopicView['status'] {
  if (row.is_global) {
    return 'active';
  }
  if (training?.status === 'queued' || training?.status === 'running') {
    return 'processing';
  }
  if (Number(row.trained_count) > 0) {
    return 'active';
  }
  return training?.status === 'failed' ? 'error' : 'pending';
}

export function toTopicView(row: TopicListRow, training: TrainingView | null): TopicView {
  return {
    id: row.id,
    topico: row.name,
    descripcion: row.description,
    document_type: row.document_type,
    config_chatbot: row.config_chatbot,
    longer: row.longer,
    annonimization: row.annonimization,
    mannuscrit: row.mannuscrit,
    is_global: row.is_global,
    status: statusOf(row, training),
    file_count: Number(row.file_count),
    conversation_count: Number(row.conversation_count),
    training,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
