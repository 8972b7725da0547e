import { LiveTopics } from "@timber/contracts"
import { useSearchParams } from "react-router-dom"
import { useLiveRefetch } from "../../../api/live"
import { useMay } from "../../../lib/write-actions"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import { ScanQrButton } from "../qr/ScanQrButton"
import { registerKey, stocktakesKey, useStocktakes } from "./api/stocktakes"
import { CountView } from "./components/CountView"
import { StartStocktakeForm } from "./components/StartStocktakeForm"
import { StocktakeHistory } from "./components/StocktakeHistory"

const LIVE_TOPICS = [LiveTopics.assets]
const LIVE_KEYS = [stocktakesKey, registerKey]

/**
 * Stocktake (/dashboard/assets/stocktake): count the assets at a location. The open count is in
 * the address (?id=), so a reload or a shared link returns to it. A USER sees the past counts
 * but is offered no start, continue, finish or cancel (the server refuses them too).
 */
export default function StocktakePage() {
  const may = useMay()
  const mayRun = may("runStocktake")
  const stocktakes = useStocktakes()
  const [params, setParams] = useSearchParams()
  useLiveRefetch(LIVE_TOPICS, LIVE_KEYS)
  const openId = params.get("id")
  const open = stocktakes.data?.find((s) => s.id === openId && s.status === "OPEN") ?? null
  const select = (id: string | null) => setParams(id ? { id } : {})

  return (
    <>
      <PageHeader
        title="Stocktake"
        subtitle="Count the assets at a location: found, missing and unexpected"
        actions={open && mayRun ? null : <ScanQrButton />}
      />
      {stocktakes.isPending ? (
        <PageSpinner />
      ) : open && mayRun ? (
        <CountView stocktake={open} onClosed={() => select(null)} />
      ) : (
        <>
          {mayRun ? <StartStocktakeForm onStarted={select} /> : null}
          <StocktakeHistory stocktakes={stocktakes.data ?? []} onContinue={mayRun ? select : null} />
        </>
      )}
    </>
  )
}
