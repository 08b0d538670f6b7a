import { CheckIcon } from '@/components/ui/icons'

type Step = { id: string; label: string }

/** Where the team is in the wizard: done steps with a check, the current one highlighted, later ones greyed. */
export function ProgressSteps({ steps, current }: { steps: readonly Step[]; current: number }) {
  return (
    <nav aria-label="Order progress">
      <ol className="flex items-start justify-between gap-1 sm:gap-2">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'later'
          return (
            <li key={step.id} className="flex flex-1 flex-col items-center text-center" aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
              <span
                className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  state === 'done' ? 'border-emerald-600 bg-emerald-600 text-white' : state === 'current' ? 'border-navy-800 bg-navy-800 text-white' : 'border-slate-300 bg-white text-slate-500'
                }`}
              >
                {state === 'done' ? <CheckIcon className="size-5" /> : index + 1}
              </span>
              <span className={`mt-2 text-xs font-semibold sm:text-sm ${state === 'later' ? 'text-slate-500' : 'text-navy-900'}`}>
                {step.label}
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
