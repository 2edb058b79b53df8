import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import { createForecastService, type TForecastService } from './service';

export type { TForecastService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    forecast: TForecastService;
  }
}

/**
 * Forecast months. No routes of its own: the browser and the project page each answer with
 * their own reply shape and ask this service for the write, so both screens share one rule.
 */
export const forecastModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    app.decorate('forecast', createForecastService(deps));
  },
  { name: 'forecast' },
);
