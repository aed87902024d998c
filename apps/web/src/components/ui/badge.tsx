import type { ReactNode } from 'react';
import './badge.css';

type BadgeProps = {
  /**
   * `good` for what works (Active, Enabled, Default), `muted` for what rests, `warning`,
   * `danger`, `primary` for what is new (an update of a shared product).
   */
  tone?: 'good' | 'muted' | 'warning' | 'danger' | 'primary' | 'neutral';
  children: ReactNode;
};

/**
 * A short state beside a name, as a pill: a licence's status, a key's Enabled, the default
 * language, a shared product's Update. Its colour only repeats what the word says.
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
