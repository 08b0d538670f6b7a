'use client'

import { useId, useState } from 'react'
import { UploadIcon } from '@/components/ui/icons'
import { inputClass, labelClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { MAX_NOTES_LENGTH } from '@/lib/wizard/details'
import { browserLogoProblem, LOGO_ACCEPT, LOGO_MESSAGES } from '@/lib/uploads/logo'

/**
 * The logo the team picked: the file to send, a preview address of it for this page, and whether the
 * browser has kept it with the draft yet ('saving', 'kept', or 'page-only' when the browser cannot keep it).
 */
export type ChosenLogo = { file: File; previewUrl: string; kept?: 'saving' | 'kept' | 'page-only' }

const KEPT_NOTES = {
  saving: 'Saving with your draft…',
  kept: 'Saved in this browser with your draft.',
  'page-only': 'This browser cannot keep the logo: if you leave or reload the page, choose it again.',
} as const

type Props = {
  logo: ChosenLogo | null
  onLogo: (logo: ChosenLogo | null) => void
  notes: string
  onNotes: (notes: string) => void
  /** The express wizard's "Skip this step"; absent where the logo is one part of a step. */
  onSkip?: () => void
}

const formatSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`)

/** Drop or choose a logo file, see it, remove it, and add placement notes. */
export function LogoPicker({ logo, onLogo, notes, onNotes, onSkip }: Props) {
  const id = useId()
  const [dragging, setDragging] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // Checked as it is chosen, not once the card is typed: its type and size, then that the browser can
  // draw it at all (a file named .png that is not one, or a damaged image). The server checks its bytes again.
  async function choose(file: File | undefined) {
    if (!file) return
    const refused = browserLogoProblem(file)
    setProblem(refused)
    if (refused) return
    const previewUrl = URL.createObjectURL(file)
    const image = new Image()
    image.src = previewUrl
    const drawn = await image.decode().then(
      () => true,
      () => false,
    )
    if (!drawn) {
      URL.revokeObjectURL(previewUrl)
      setProblem(LOGO_MESSAGES.damaged)
      return
    }
    onLogo({ file, previewUrl })
  }

  return (
    <div className="space-y-6">
      {logo ? (
        <div className="flex flex-col items-start gap-4 rounded-lg border border-slate-200 bg-ice-50 p-4 sm:flex-row sm:items-center">
          {/* A blob address of the team's own file: nothing for the image optimiser to do. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={logo.previewUrl} alt="Preview of your logo" className="size-28 rounded-md border border-slate-200 bg-white object-contain p-2" />
          <div className="flex-1 text-sm">
            <p className="font-semibold break-all text-navy-900">{logo.file.name}</p>
            <p className="text-slate-600">{formatSize(logo.file.size)}</p>
            {logo.kept && (
              <p className="mt-1 text-slate-600" data-testid="logo-kept">
                {KEPT_NOTES[logo.kept]}
              </p>
            )}
          </div>
          <button type="button" onClick={() => onLogo(null)} className={secondaryButtonClass}>
            Remove
          </button>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault()
            setDragging(false)
            choose(event.dataTransfer.files[0])
          }}
          className={`flex flex-col items-center rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors ${dragging ? 'border-sky-500 bg-ice-100' : 'border-slate-300 bg-slate-50'}`}
        >
          <UploadIcon className="size-10 text-navy-700" />
          <p className="mt-3 font-semibold text-navy-900">Drag and drop your logo here</p>
          <p className="mt-1 text-sm text-slate-600">PNG, JPG, SVG up to 5 MB</p>
          <label htmlFor={`${id}-file`} className={`${secondaryButtonClass} mt-4 cursor-pointer`}>
            Select a file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Logo notes (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
          placeholder="Where should it go, which colors should we keep…"
          className={inputClass}
        />
      </div>
      {onSkip && !logo && (
        <button type="button" onClick={onSkip} className="text-sm font-semibold text-sky-800 underline underline-offset-4">
          Skip this step
        </button>
      )}
    </div>
  )
}
