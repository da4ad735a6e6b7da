import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../../lib/every.ts';
import { rollUpOldWhatsAppClicks } from './clicks.ts';

const HOUR_MS = 60 * 60 * 1000;

/** WhatsApp taps past 13 months become daily counts (every hour, on each server; each tap moves once). */
export const whatsAppClicksPlugin = fp(
  async (app: FastifyInstance) => {
    every(app, 'rolling up WhatsApp taps older than 13 months', HOUR_MS, () => rollUpOldWhatsAppClicks(app.db));
  },
  { name: 'whatsapp-clicks', dependencies: ['database'] },
);
