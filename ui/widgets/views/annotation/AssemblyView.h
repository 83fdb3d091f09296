// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyAnnotation.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/ActivatingTreeView.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QSettings;
class QTreeView;

namespace tally {

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

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Disassembly
    {
        int generation = 0;
        std::shared_ptr<const Profile> profile;
        FunctionId function;
        AssemblyAnnotation annotation;
        QString error;
        QString object;
    };

    void onSessionChanged(Session::Changes changes);
    void onFinished();
    void showMessage(const QString& text);
    void activate(const QModelIndex& index);
    void setBusy(bool busy);
    void cancelRunning();
    void updatePartsNotice();

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
    QFutureWatcher<Disassembly> m_watcher;
    // Set when a newer request replaces the running one, so that it stops before objdump.
    std::shared_ptr<std::atomic_bool> m_cancel = std::make_shared<std::atomic_bool>(false);
    int m_generation = 0;
    bool m_dirty = true;
};

} // namespace tally
