import { defineArea } from '../area.js';
import exerciseRoutes from './routes.js';
import { ExerciseService } from './service.js';

/** Self-help exercises: guided practice, feelings, my practices. */
export const exerciseArea = defineArea<ExerciseService>({
  name: 'exercise',
  services: ({ db, clock, services: { media } }) => new ExerciseService(db, clock, media),
  routes: exerciseRoutes,
});

// The public interface the seed uses.
export type { ExerciseStep } from './service.js';
