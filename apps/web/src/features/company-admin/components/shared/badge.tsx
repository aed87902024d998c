import type { ReactNode } from 'react';

type BadgeProps = {
  /** `good` for what works (Active, Enabled, Default), `muted` for what rests, `warning`, `danger`. */
  tone?: 'good' | 'muted' | 'warning' | 'danger' | 'neutral';
  children: ReactNode;
};

/** A short state beside a name: a licence's status, a key's Enabled, the default language. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
