// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

class QCategoryAxis;
class QChart;
class QChartView;
class QPalette;
class QWidget;

namespace tally {

// What every chart in Tally shares: colours from the widget palette (light and dark themes) and
// export to PNG or SVG.
namespace chartsupport {

// Themes `chart` from `palette`: background, text, grid and the bar colours.
void applyPalette(QChart* chart, const QPalette& palette);
// An axis for counts from 0 to about `largest`, with a few ticks at round values labelled as
// people write them ("500", "25,000", "1.5 M", "3 G"), never "1e+06" as printf's %g would.
QCategoryAxis* countAxis(QChart* chart, double largest, int ticks = 3);
// The label countAxis puts at `value`.
QString countLabel(double value, double largest);
// Writes the chart as PNG (any other suffix) or SVG (`.svg`); false with `error` on failure.
bool exportChart(QChartView* view, const QString& path, QString* error = nullptr);
// Asks for a file name and exports; reports a failure in a message box.
void exportWithDialog(QChartView* view, const QString& suggestedName, QWidget* parent);

} // namespace chartsupport

} // namespace tally
