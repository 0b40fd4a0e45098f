// The goals table: each page's figures against the repository's budgets and the references beside them.
import { met } from '../shared.ts'
import { CATEGORIES, figures, JS_BUDGET_BYTES, kb, SCORE_BUDGET, seconds, VITALS } from './report.ts'

export function goalRows(): string[][] {
  const rows: string[][] = []
  for (const [name, f] of figures) {
    if (f.scores) {
      rows.push([
        `${name}: Lighthouse ${CATEGORIES.join(' / ')}`,
        f.scores.map((value) => value ?? '—').join(' / '),
        '100 is the maximum',
        `${SCORE_BUDGET} each`,
        met(f.scores.every((value) => value === SCORE_BUDGET)),
      ])
    }
    if (f.lcpMs !== undefined && f.tbtMs !== undefined && f.cls !== undefined) {
      const { goal, hundred } = VITALS
      rows.push([
        `${name}: LCP / TBT / CLS`,
        `${seconds(f.lcpMs)} / ${Math.round(f.tbtMs)} ms / ${f.cls.toFixed(3)}`,
        `${seconds(hundred.lcpMs)} / ${hundred.tbtMs} ms / ${hundred.cls} for a 100`,
        `≤ ${seconds(goal.lcpMs)} / ${goal.tbtMs} ms / ${goal.cls}`,
        met(f.lcpMs <= goal.lcpMs && f.tbtMs <= goal.tbtMs && f.cls <= goal.cls),
      ])
    }
    if (f.js !== undefined && f.total !== undefined) {
      // A post in every language: "post", "post (ka)"…
      const budgeted = name === 'post' || name.startsWith('post (')
      rows.push([
        `${name}: JavaScript before interaction (gzip)`,
        `${kb(f.js)} KB`,
        `${kb(f.total)} KB for the whole page`,
        budgeted ? `≤ ${kb(JS_BUDGET_BYTES)} KB` : '— (no budget)',
        budgeted ? met(f.js <= JS_BUDGET_BYTES) : '—',
      ])
    }
  }
  return rows
}
