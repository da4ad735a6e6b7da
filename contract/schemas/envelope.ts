export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

export interface SuccessEnvelope<T> {
  success: true;
  message: string;
  data: T;
  meta?: PageMeta;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
