// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyAnnotation.h"
#include "core/analysis/AssemblyComparison.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/viewmodel/common/LatestJob.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"

#include <QWidget>

#include <memory>
#include <optional>

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
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // What the worker needs: the object file is found, nm and objdump run, off the GUI thread.
    struct Request
    {
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        SourceResolverChain resolver;
        QString recordedObject;
        AssemblyAnnotation::Range bounds;
        bool intel = false;
        // When comparing: the comparison, and the baseline's counterpart to disassemble too.
        struct BaseSide
        {
            FunctionId function;
            SourceResolverChain resolver;
            QString recordedObject;
            AssemblyAnnotation::Range bounds;
        };
        std::shared_ptr<const ProfileComparison> comparison;
        std::optional<BaseSide> base;
        QString baseProblem; // why the baseline cannot be disassembled, found before starting
    };
    struct SideResult
    {
        AssemblyAnnotation annotation;
        QString error;
        QString object;
    };
    struct Disassembly
    {
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        AssemblyAnnotation annotation;
        QString error;
        QString object;
        std::shared_ptr<const ProfileComparison> comparison;
        std::optional<AssemblyComparison> compared;
        QString baseProblem;
    };

    static SideResult disassembleSide(const Profile& profile, FunctionId function,
                                      const SourceResolverChain& resolver,
                                      const QString& recordedObject,
                                      AssemblyAnnotation::Range bounds, bool intel,
                                      std::stop_token stop);
    static Disassembly disassemble(const Request& request, std::stop_token stop);
    void onSessionChanged(SessionChanges changes);
    void onFinished(Disassembly result);
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
    LatestJob<Request, Disassembly> m_job;
};

} // namespace tally
