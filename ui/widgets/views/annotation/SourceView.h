// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/annotation/SourceListingJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSettings;
class QSpinBox;
class QTreeView;

namespace tally {

class ComparedSourceModel;
class DeltaLegend;
class PartsNotice;

class ElidedLabel;
class SourceModel;
class SourcePathConfig;

// The annotated source of the active function (view key `source`). Files are found and read,
// and coloured, on a worker thread; the view says `busy` meanwhile, then opens at the hottest
// line. Activating a call row goes to the callee.
class SourceView : public QWidget
{
    Q_OBJECT

public:
    SourceView(Session& session, SourcePathConfig& paths, QSettings& settings,
               QWidget* parent = nullptr);
    ~SourceView() override;

    SourceModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    // Shown while a strict subset of parts is selected: the rows are all parts' costs.
    PartsNotice* partsNotice() const { return m_partsNotice; }
    // Reloads for the active function now (the view also does so when shown or changed).
    void refresh();
    ComparedSourceModel* comparedModel() const { return m_comparedModel; }
    ActivatingTreeView* comparedTree() const { return m_comparedTree; }
    // While the Session compares two profiles, the active function's lines show both sides'
    // self costs and their change (a second listing, with the delta legend).
    bool isComparing() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onSessionChanged(SessionChanges changes);
    // refresh() now if shown, else once when next shown (a hidden tab cleared its listing and
    // set its title for every new active function).
    void refreshWhenShown();
    void onLoaded(SourceListingJob::Listing loaded);
    void activate(const QModelIndex& index);
    void updateColumns();
    void setBusy(bool busy);
    void updatePartsNotice();
    void scrollToHottest();
    // The code column as wide as the longest line (scrolling sideways), at least the room left.
    void fitTextColumn();
    void showCompared(bool compared);
    void updateComparedEvent();

    Session& m_session;
    SourcePathConfig& m_paths;
    QSettings& m_settings;
    SourceModel* m_model = nullptr;
    ActivatingTreeView* m_tree = nullptr;
    PartsNotice* m_partsNotice = nullptr;
    ElidedLabel* m_title = nullptr;
    QCheckBox* m_onlyCostly = nullptr;
    QSpinBox* m_context = nullptr;
    QWidget* m_missing = nullptr;
    QLabel* m_missingText = nullptr;
    // The Session's comparison the listing was last asked for with (a new one asks again).
    std::shared_ptr<const ProfileComparison> m_requestedComparison;
    ComparedSourceModel* m_comparedModel = nullptr;
    ActivatingTreeView* m_comparedTree = nullptr;
    QWidget* m_comparedBar = nullptr;
    QLabel* m_comparedNote = nullptr;
    // Whether the cached files' syntax colours are those for a dark background.
    bool m_darkSyntax = false;
    // Annotates and reads on a worker, only while the view is visible.
    SourceListingJob m_job;
    // A new active function (or profile, or comparison) came while the view was hidden.
    bool m_refreshWhenShown = false;
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally
