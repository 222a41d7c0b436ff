import type { SwingKind } from './types';

/** Points multiplier of a result kind. */
export const KIND_MULTIPLIER: Readonly<Record<SwingKind, number>> = { single: 1, gammon: 2, backgammon: 3 };

/** Largest cube accepted (2^20); any power of two from 1 up to this is a cube value. */
export const MAX_CUBE = 2 ** 20;

export function isCubeValue(cube: unknown): cube is number {
  return typeof cube === 'number' && Number.isInteger(cube) && cube >= 1 && cube <= MAX_CUBE && (cube & (cube - 1)) === 0;
}

/** The multiplier that counts: under Jacoby a cube never turned (cube 1) makes every result count single. */
export function effectiveMultiplier(cube: number, kind: SwingKind, jacoby: boolean): number {
  return jacoby && cube === 1 ? 1 : KIND_MULTIPLIER[kind];
}

/**
 * Chips that change hands: ante at assignment × cube × (1 | 2 | 3), limited to the all-in cap (the smaller of
 * the two stacks at assignment).
 */
export function stakeOf(ante: number, cap: number, cube: number, kind: SwingKind, jacoby: boolean): number {
  return Math.min(ante * cube * effectiveMultiplier(cube, kind, jacoby), cap);
}
