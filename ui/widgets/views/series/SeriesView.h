// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/functions/NameFilterModel.h"
#include "ui/viewmodel/series/SeriesModel.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QStandardItemModel>
#include <QWidget>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSettings;
class QStackedWidget;
class QTreeView;

namespace tally {

class Session;

// The Series view (issue 38): a series of profiles, one a step (File > Open Series...,
// `tally --series F1 ... Fn`, several files dropped at once). Above, a strip with a box per step:
// its file, its total of the window's primary event type and its growth over the step before,
// the regressed steps (grown by more than the toolbar's percentage, kept as the view's option)
// marked with a triangle. Below, a row per function with its trend drawn and its inclusive cost
// at each step (columns sortable, largest first), filtered by the filter box. Two steps chosen
// (in the strip, or cells of two step columns) and "Compare Steps" ask for their comparison:
// the later step as the profile, the earlier as the baseline (compareRequested, which the shell
// hands to the ProfileOpener).
class SeriesView : public QWidget
{
    Q_OBJECT

public:
    SeriesView(Session& session, QSettings& settings, QWidget* parent = nullptr);

    // Builds the series of `steps` (a profile file each, in this order) on the model's worker.
    void openSeries(const QStringList& steps);
    SeriesModel& model() { return m_model; }
    NameFilterModel& proxy() { return m_proxy; }
    QTreeView* table() const { return m_table; }
    QListView* strip() const { return m_strip; }
    // The strip's boxes, a row a step: text, tooltip, bold when regressed, the step as UserRole.
    const QStandardItemModel& stripModel() const { return m_steps; }
    QDoubleSpinBox* thresholdBox() const { return m_threshold; }
    QLineEdit* filterEdit() const { return m_filter; }
    // The line over the strip: the steps, how many regressed, the event type followed.
    QString summary() const;

    // The two steps chosen (0-based, ascending), or none.
    std::vector<int> chosenSteps() const;
    // Asks for the comparison of the chosen steps; false when two are not chosen.
    bool compareChosenSteps();
    // Chooses steps `earlier` and `later` in the strip.
    void chooseSteps(int earlier, int later);

signals:
    void compareRequested(const QStringList& basePaths, const QStringList& newPaths);
    // The series of the last openSeries() is in place.
    void seriesBuilt();

private:
    void fillStrip();
    void updateActions();
    void updateEvent();

    Session& m_session;
    QSettings& m_settings;
    SeriesModel m_model;
    // Its rows filtered by name; the model sorts itself.
    NameFilterModel m_proxy;
    QStandardItemModel m_steps;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_summary = nullptr;
    QLineEdit* m_filter = nullptr;
    QDoubleSpinBox* m_threshold = nullptr;
    QPushButton* m_compare = nullptr;
    QListView* m_strip = nullptr;
    QTreeView* m_table = nullptr;
    ViewActivity m_activity{this}; // last: its event filter outlives nothing it watches
};

} // namespace tally
