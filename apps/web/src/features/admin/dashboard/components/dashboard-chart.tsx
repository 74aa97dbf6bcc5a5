/**
 * The "Dashboard Overview": sales in rupees per day over the last 30 days, as a bar chart with a
 * text alternative and the same figures as a table. Chart.js is registered here with only the
 * pieces a bar chart uses, and only this screen's chunk imports this file, so the library never
 * reaches the storefront's first load.
 */
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { dashboardMessages as t } from '@shop/shared/admin/desk-messages';
import type { DashboardStats } from '@shop/shared/admin/schemas';
import { formatRupees } from '@shop/shared/money';
import { dayLabel, salesChartDescription } from '../dashboard-figures';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

const barColour = '#087a97';

type DashboardChartProps = {
  days: DashboardStats['salesByDay'];
  reduceMotion: boolean;
};

export function DashboardChart({ days, reduceMotion }: DashboardChartProps) {
  return (
    <>
      <div className="relative h-72 sm:h-80">
        <Bar
          role="img"
          aria-label={salesChartDescription(days)}
          data={{
            labels: days.map((day) => dayLabel(day.date)),
            datasets: [
              {
                label: t.datasetLabel,
                data: days.map((day) => day.sales),
                backgroundColor: barColour,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: reduceMotion ? false : undefined,
            plugins: {
              legend: { display: false },
              tooltip: { callbacks: { label: (item) => formatRupees(Number(item.raw)) } },
            },
            scales: { y: { beginAtZero: true } },
          }}
        />
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          {t.chartTableSummary}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {t.chartColumns.date}
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  {t.chartColumns.orders}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t.chartColumns.sales}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={day.date}>{dayLabel(day.date)}</time>
                  </th>
                  <td className="py-1 pr-4 text-right">{day.orders}</td>
                  <td className="py-1 text-right">{formatRupees(day.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
