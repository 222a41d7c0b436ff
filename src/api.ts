/**
 * The Api type: every endpoint the sidebar may call, the union of the formats' endpoint interfaces (types only).
 * src/main.ts exports each endpoint by name and checks, at compile time, that its exports and this type agree.
 */
import type { SharedApi } from './shared/api';
import type { RoundRobinApi } from './formats/ttt/api';
import type { DuplicateApi } from './formats/duplicate/api';
import type { TorresApi } from './formats/torres/api';
import type { SwingApi } from './formats/swing/api';
import type { GbqApi } from './formats/gbq/api';

export interface Api extends SharedApi, RoundRobinApi, DuplicateApi, TorresApi, SwingApi, GbqApi {}
