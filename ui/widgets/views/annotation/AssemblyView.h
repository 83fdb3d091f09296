// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/annotation/AssemblyListingJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"
#include "ui/widgets/common/ViewActivity.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QSettings;
class QTreeView;

namespace tally {

class ComparedAssemblyModel;
class DeltaLegend;
class PartsNotice;

class AssemblyModel;
class ElidedLabel;
class SourcePathConfig;

// The active function's machine code (view key `assembly`): objdump runs on the object file the
// profile names (found like a source file) on a worker thread, for the addresses the profile
// has costs at; the view says `busy` meanwhile. Without addresses, objdump or the binary, it
// says so.
class AssemblyView : public QWidget
{
    Q_OBJECT

public:
    AssemblyView(Session& session, SourcePathConfig& paths, QSettings& settings,
                 QWidget* parent = nullptr);
    ~AssemblyView() override;

    AssemblyModel* model() const { return m_model; }
    QTreeView* tree() const { return m_tree; }
    // Shown while a strict subset of parts is selected: the rows are all parts' costs.
    PartsNotice* partsNotice() const { return m_partsNotice; }
    QString message() const;
    void refresh();
    ComparedAssemblyModel* comparedModel() const { return m_comparedModel; }
    ActivatingTreeView* comparedTree() const { return m_comparedTree; }
    // While the Session compares two profiles, the active function's instructions show both
    // sides' costs and their change, when both sides ran the same machine code; when the
    // builds' code differs the view says so and shows the new side's.
    bool isComparing() const;
    // What the comparison bar says (why nothing is paired, or which event is compared).
    QString comparedNote() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void onSessionChanged(SessionChanges changes);
    // refresh() now if shown, else once when next shown (a hidden tab cleared its listing and
    // set its title for every new active function).
    void refreshWhenShown();
    void onFinished(AssemblyListingJob::Disassembly result);
    void showMessage(const QString& text);
    void activate(const QModelIndex& index);
    void setBusy(bool busy);
    void updatePartsNotice();
    void showCompared(bool compared, const QString& note);
    void updateComparedEvent();

    Session& m_session;
    SourcePathConfig& m_paths;
    QSettings& m_settings;
    AssemblyModel* m_model = nullptr;
    ActivatingTreeView* m_tree = nullptr;
    PartsNotice* m_partsNotice = nullptr;
    ElidedLabel* m_title = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_locate = nullptr;
    QCheckBox* m_intel = nullptr;
    QCheckBox* m_bytes = nullptr; // shows the Bytes column
    // The Session's comparison the listing was last asked for with (a new one asks again).
    std::shared_ptr<const ProfileComparison> m_requestedComparison;
    ComparedAssemblyModel* m_comparedModel = nullptr;
    ActivatingTreeView* m_comparedTree = nullptr;
    QWidget* m_comparedBar = nullptr;
    QLabel* m_comparedNote = nullptr;
    DeltaLegend* m_legend = nullptr;
    // Runs objdump on a worker, only while the view is visible; a newer request stops the
    // running one before objdump starts.
    AssemblyListingJob m_job;
    // A new active function (or profile, or comparison) came while the view was hidden.
    bool m_refreshWhenShown = false;
    // Runs the job while the view is shown and says when it is busy; declared last, so it goes
    // (and stops watching) before what it drives.
    ViewActivity m_activity{this};
};

} // namespace tally
