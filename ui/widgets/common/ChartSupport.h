// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QString>

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
// Writes the chart as PNG (any other suffix) or SVG (`.svg`); false with `error` on failure.
bool exportChart(QChartView* view, const QString& path, QString* error = nullptr);
// Asks for a file name and exports; reports a failure in a message box.
void exportWithDialog(QChartView* view, const QString& suggestedName, QWidget* parent);

} // namespace chartsupport

} // namespace tally
