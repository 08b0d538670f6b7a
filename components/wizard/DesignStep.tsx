'use client'

import { useId } from 'react'
import { ContentImage } from '@/components/ui/ContentImage'
import { inputClass, labelClass } from '@/components/ui/form-classes'
import { MAX_NOTES_LENGTH } from '@/lib/wizard/details'
import { DEFAULT_COLORS, type DesignInfo } from '@/lib/wizard/draft'
import { JerseyPreview } from './JerseyPreview'
import { LogoPicker, type ChosenLogo } from './LogoPicker'
import type { WizardContent } from '@/lib/wizard/content'

type Props = {
  design: DesignInfo
  teamName: string
  /** A number from the roster to show on the preview. */
  sampleNumber: string
  templates: WizardContent['templates']
  collars: WizardContent['terms']['collarStyles']
  logo: ChosenLogo | null
  onLogo: (logo: ChosenLogo | null) => void
  logoNotes: string
  onChange: (design: DesignInfo, logoNotes?: string) => void
}

const optionClass = (chosen: boolean) =>
  `flex h-full cursor-pointer flex-col rounded-lg border-2 p-3 text-left transition-colors ${chosen ? 'border-navy-800 bg-ice-50' : 'border-slate-200 bg-white hover:border-slate-400'}`

/** A starting template, colours, collar, logo and notes, with the jersey drawn as they are chosen. */
export function DesignStep({ design, teamName, sampleNumber, templates, collars, logo, onLogo, logoNotes, onChange }: Props) {
  const id = useId()
  const template = templates.find((t) => t._id === design.templateId) ?? null
  const collar = collars.find((c) => c._key === design.collarStyle) ?? null
  const set = (patch: Partial<DesignInfo>) => onChange({ ...design, ...patch })

  const colorInput = (field: 'primaryColor' | 'secondaryColor', label: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className={labelClass}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input id={`${id}-${field}`} type="color" value={design[field]} onChange={(event) => set({ [field]: event.target.value.toUpperCase() })} className="h-11 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1" />
        <output htmlFor={`${id}-${field}`} className="font-mono text-sm text-slate-700">
          {design[field]}
        </output>
      </div>
    </div>
  )

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-8">
        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Start from</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <label className={optionClass(!template)}>
              <span className="flex items-center gap-2">
                <input type="radio" name={`${id}-template`} checked={!template} onChange={() => set({ templateId: '', ...DEFAULT_COLORS })} aria-labelledby={`${id}-plain`} aria-describedby={`${id}-plain-text`} />
                <span id={`${id}-plain`} className="font-semibold text-navy-900">
                  Our plain jersey
                </span>
              </span>
              <span id={`${id}-plain-text`} className="mt-1 text-sm text-slate-600">
                Your colors on a clean jersey; tell our designers the rest.
              </span>
            </label>
            {templates.map((t) => (
              <label key={t._id} className={optionClass(t._id === template?._id)}>
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-template`}
                    aria-labelledby={`${id}-${t._id}`}
                    aria-describedby={`${id}-${t._id}-text`}
                    checked={t._id === template?._id}
                    onChange={() => set({ templateId: t._id, primaryColor: t.palette?.[0]?.toUpperCase() ?? design.primaryColor, secondaryColor: t.palette?.[1]?.toUpperCase() ?? design.secondaryColor })}
                  />
                  <span id={`${id}-${t._id}`} className="font-semibold text-navy-900">
                    {t.name}
                  </span>
                </span>
                <ContentImage image={t.previewImage} sizes="160px" className="mx-auto my-2 h-28 w-auto object-contain" />
                <span id={`${id}-${t._id}-text`} className="text-sm text-slate-600">
                  {t.description}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Team colors</legend>
          <div className="mt-3 flex flex-wrap gap-8">
            {colorInput('primaryColor', 'Primary color')}
            {colorInput('secondaryColor', 'Secondary color')}
          </div>
        </fieldset>

        {collars.length > 0 && (
          <fieldset>
            <legend className="text-sm font-semibold text-navy-900">Collar style</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {collars.map((c) => (
                <label key={c._key} className={optionClass(c._key === collar?._key)}>
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-collar`}
                      aria-labelledby={`${id}-${c._key}`}
                      aria-describedby={`${id}-${c._key}-text`}
                      checked={c._key === collar?._key}
                      onChange={() => set({ collarStyle: c._key })}
                    />
                    <span id={`${id}-${c._key}`} className="font-semibold text-navy-900">
                      {c.title}
                    </span>
                  </span>
                  <span id={`${id}-${c._key}-text`} className="mt-1 text-sm text-slate-600">
                    {c.text}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset>
          <legend className="text-sm font-semibold text-navy-900">Logo (optional)</legend>
          <div className="mt-3">
            <LogoPicker logo={logo} onLogo={onLogo} notes={logoNotes} onNotes={(notes) => onChange(design, notes)} />
          </div>
        </fieldset>

        <div>
          <label htmlFor={`${id}-notes`} className={labelClass}>
            Design notes (optional)
          </label>
          <textarea
            id={`${id}-notes`}
            rows={4}
            maxLength={MAX_NOTES_LENGTH}
            value={design.designNotes}
            onChange={(event) => set({ designNotes: event.target.value })}
            placeholder="Stripes, patterns, sleeve numbers, anything you have in mind…"
            className={inputClass}
          />
        </div>
      </div>

      {/* First on a phone, and held under the site's header there, so the jersey stays in sight while the choices below change it. */}
      <div className="sticky top-16 z-10 order-first bg-white py-2 lg:top-28 lg:order-none lg:h-fit lg:py-0">
        <JerseyPreview
          pattern={template?.pattern ?? 'plain'}
          primaryColor={design.primaryColor}
          secondaryColor={design.secondaryColor}
          accentColor={template?.palette?.[2]}
          collar={collar?.shape ?? null}
          teamName={teamName}
          number={sampleNumber}
          logoUrl={logo?.previewUrl ?? null}
          className="mx-auto w-full max-w-36 sm:max-w-sm"
        />
        <p className="mt-2 text-center text-xs text-slate-600">A sketch to guide our designers: your mockup follows before anything is made.</p>
      </div>
    </div>
  )
}
